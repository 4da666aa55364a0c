"""Typesets the bench's markdown sources with ReportLab, as a program that writes invoices and reports would.

usage: python3 typeset_reportlab.py SOURCES_DIR OUT_DIR grid|rules

Each source is read through pandoc's JSON tree and laid out with ReportLab's own sample styles: Helvetica
headings, Times body text, lists numbered as ReportLab numbers them by default ("1", "2": no stop), tables
either ruled in a grid with a shaded header ("grid") or with one rule under the header ("rules"), notes as
raised numbers with the notes in small print after the text, and "Page n" at each page's foot. Used by
bench/convert.ts (fresh section) when python3 can import reportlab (Debian's python3-reportlab).
"""
import json
import os
import subprocess
import sys
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.styles import getSampleStyleSheet
from reportlab.lib.units import cm
from reportlab.platypus import ListFlowable, ListItem, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

STYLES = getSampleStyleSheet()
CELL = STYLES['BodyText'].clone('cell', fontSize=9, leading=11)
HEADER_CELL = CELL.clone('header_cell', fontName='Helvetica-Bold')
ALIGNMENT = {'AlignRight': 2, 'AlignCenter': 1}


NOTE = STYLES['BodyText'].clone('note', fontSize=8, leading=10)
# The document's notes, in order: ReportLab has no footnotes, so a program prints them after the text.
notes = []


def inline(items):
    """ReportLab's paragraph markup for pandoc's inline elements."""
    out = []
    for item in items:
        kind, content = item['t'], item.get('c')
        if kind == 'Note':
            notes.append(' '.join(inline(b['c']) for b in content if b['t'] in ('Plain', 'Para')))
            out.append('<super>%d</super>' % len(notes))
        elif kind == 'Str':
            out.append(escape(content))
        elif kind in ('Space', 'SoftBreak'):
            out.append(' ')
        elif kind == 'LineBreak':
            out.append('<br/>')
        elif kind == 'Strong':
            out.append('<b>%s</b>' % inline(content))
        elif kind == 'Emph':
            out.append('<i>%s</i>' % inline(content))
        elif kind == 'Code':
            out.append('<font face="Courier">%s</font>' % escape(content[1]))
        elif kind == 'Link':
            out.append('<a href="%s" color="blue">%s</a>' % (escape(content[2][0]), inline(content[1])))
        elif isinstance(content, list):
            out.append(inline(content))
    return ''.join(out)


def cell_markup(blocks):
    return ' '.join(inline(b['c']) for b in blocks if b['t'] in ('Plain', 'Para'))


def table(content, style):
    """pandoc's table (attributes, caption, column specs, head, bodies, foot) as a ReportLab table."""
    alignments = [spec[0]['t'] for spec in content[2]]
    head = [[cell_markup(cell[4]) for cell in row[1]] for row in content[3][1]]
    body = [[cell_markup(cell[4]) for cell in row[1]] for part in content[4] for row in part[3]]
    rows = []
    for index, row in enumerate(head + body):
        base = HEADER_CELL if index < len(head) else CELL
        rows.append([
            Paragraph(text, base.clone('aligned', alignment=ALIGNMENT.get(alignments[column], 0)))
            for column, text in enumerate(row)
        ])
    laid = Table(rows, repeatRows=len(head), hAlign='LEFT')
    commands = [('VALIGN', (0, 0), (-1, -1), 'TOP')]
    if style == 'grid':
        commands += [('GRID', (0, 0), (-1, -1), 0.5, colors.grey),
                     ('BACKGROUND', (0, 0), (-1, len(head) - 1), colors.lightgrey)]
    else:
        commands += [('LINEBELOW', (0, len(head) - 1), (-1, len(head) - 1), 0.75, colors.black)]
    laid.setStyle(TableStyle(commands))
    return [Spacer(1, 4), laid, Spacer(1, 6)]


def flowables(blocks, style):
    out = []
    for block in blocks:
        kind, content = block['t'], block.get('c')
        if kind == 'Header':
            out.append(Paragraph(inline(content[2]), STYLES['Heading%d' % min(content[0], 4)]))
        elif kind in ('Para', 'Plain'):
            out.append(Paragraph(inline(content), STYLES['BodyText']))
        elif kind in ('BulletList', 'OrderedList'):
            items = content if kind == 'BulletList' else content[1]
            marks = {'bulletType': 'bullet', 'start': '•'} if kind == 'BulletList' else {'bulletType': '1'}
            out.append(ListFlowable([ListItem(flowables(item, style)) for item in items], leftIndent=18, **marks))
        elif kind == 'Table':
            out.extend(table(content, style))
        elif kind == 'BlockQuote':
            out.extend(flowables(content, style))
        elif kind == 'CodeBlock':
            out.append(Paragraph(escape(content[1]).replace('\n', '<br/>'), STYLES['Code']))
    return out


def page_number(canvas, document):
    canvas.saveState()
    canvas.setFont('Helvetica', 8)
    canvas.drawCentredString(A4[0] / 2, 1.2 * cm, 'Page %d' % document.page)
    canvas.restoreState()


def main(sources, out, style):
    os.makedirs(out, exist_ok=True)
    for name in sorted(n for n in os.listdir(sources) if n.endswith('.md')):
        tree = json.loads(subprocess.check_output(
            ['pandoc', '--from=markdown-smart', '--to=json', os.path.join(sources, name)]))
        document = SimpleDocTemplate(os.path.join(out, name[:-3] + '.pdf'), pagesize=A4, leftMargin=2 * cm,
                                     rightMargin=2 * cm, topMargin=2 * cm, bottomMargin=2 * cm)
        notes.clear()
        laid = flowables(tree['blocks'], style)
        laid += [Paragraph('<super>%d</super> %s' % (n, text), NOTE) for n, text in enumerate(notes, 1)]
        document.build(laid, onFirstPage=page_number, onLaterPages=page_number)


if __name__ == '__main__':
    main(*sys.argv[1:4])
