/// A page pushed on a trail's detail: its stages, or one stage. Written in the state file as
/// `stages` and `stage-N`.
enum TrailPage: Hashable, LosslessStringConvertible {
    case stages
    case stage(Int)

    var description: String {
        switch self {
        case .stages: "stages"
        case .stage(let index): "stage-\(index)"
        }
    }

    init?(_ description: String) {
        if description == "stages" {
            self = .stages
        } else if description.hasPrefix("stage-"), let index = Int(description.dropFirst("stage-".count)), index >= 0 {
            self = .stage(index)
        } else {
            return nil
        }
    }
}
